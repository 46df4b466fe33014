/** Collects a feed's validation problems: errors stop the import, warnings are worked around. */
import type { ImportCounts, ImportIssue, ImportOutcome, ImportReport } from '#shared/gtfs/gtfs.ts';

/** How many issues of each severity the report lists; the counts stay exact. */
export const LISTED_ISSUES = 200;

export class ReportBuilder {
  private readonly errors: ImportIssue[] = [];
  private readonly warnings: ImportIssue[] = [];
  private errorCount = 0;
  private warningCount = 0;

  error(file: string, line: number | null, message: string) {
    this.errorCount++;
    if (this.errors.length < LISTED_ISSUES) this.errors.push({ file, line, message });
  }

  /** An error listed even when the list is full, in place of the last one: why reading stopped. */
  lastError(file: string, line: number | null, message: string) {
    this.errorCount++;
    if (this.errors.length >= LISTED_ISSUES) this.errors.pop();
    this.errors.push({ file, line, message });
  }

  warning(file: string, line: number | null, message: string) {
    this.warningCount++;
    if (this.warnings.length < LISTED_ISSUES) this.warnings.push({ file, line, message });
  }

  get hasErrors(): boolean {
    return this.errorCount > 0;
  }

  /** Errors so far, listed or not. */
  get errorTotal(): number {
    return this.errorCount;
  }

  /** The same report bound to one file, for the code reading it. */
  forFile(file: string): FileReport {
    return {
      file,
      error: (line, message) => this.error(file, line, message),
      warning: (line, message) => this.warning(file, line, message),
    };
  }

  build(): ImportReport {
    return {
      errors: [...this.errors],
      warnings: [...this.warnings],
      errorCount: this.errorCount,
      warningCount: this.warningCount,
    };
  }
}

export interface FileReport {
  file: string;
  error(line: number | null, message: string): void;
  warning(line: number | null, message: string): void;
}

export function emptyCounts(): ImportCounts {
  return {
    agencies: 0,
    stops: 0,
    routes: 0,
    schedules: 0,
    stopTimes: 0,
    serviceCalendars: 0,
    serviceCalendarDates: 0,
    shapes: 0,
    fares: 0,
    deactivatedSchedules: 0,
    inactiveRoutes: 0,
  };
}

/** The outcome of an import that could not start or stopped short: one error about the feed. */
export function failedOutcome(message: string): ImportOutcome {
  const report = new ReportBuilder();
  report.error('(feed)', null, message);
  return {
    ok: false,
    counts: emptyCounts(),
    timezone: null,
    report: report.build(),
    seconds: 0,
    rolledOutTrips: null,
    refusal: null,
    currency: null,
    nothingBookable: null,
    shiftDays: 0,
    shiftMessage: null,
  };
}
