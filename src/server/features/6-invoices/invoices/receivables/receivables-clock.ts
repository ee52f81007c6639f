/**
 * The one time source of statements, their PDF and receivables: "today" for days overdue and
 * ageing, and the 30 days a settled invoice stays on a statement. Tests move it
 * (`vi.spyOn(receivablesClock, 'now')`) rather than waiting for days to pass.
 */
export const receivablesClock = { now: (): Date => new Date() };
