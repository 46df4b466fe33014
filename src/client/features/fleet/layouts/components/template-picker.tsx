import { Button } from '#client/components/ui/buttons/button.tsx';
import { TEMPLATE_KEYS, TEMPLATES, type TemplateKey } from '../utils/layout-templates.ts';

/** Start from a template: it replaces the decks (the name too, while empty). */
export function TemplatePicker({ onPick }: { onPick: (key: TemplateKey) => void }) {
  return (
    <fieldset className="layout-editor__templates">
      <legend className="field__label">Start from a template</legend>
      <p className="field__hint">A template replaces the decks below; then change any cell.</p>
      <div className="layout-editor__template-list">
        {TEMPLATE_KEYS.map((key) => (
          <Button
            key={key}
            variant="secondary"
            onClick={() => onPick(key)}
            aria-describedby={`template-${key}`}
          >
            {TEMPLATES[key].name}
            <span id={`template-${key}`} className="visually-hidden">
              : {TEMPLATES[key].description}
            </span>
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
