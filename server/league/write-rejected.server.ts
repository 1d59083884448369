/** A write refused for a reason the admin can fix (a name taken, a team that is gone): one field, one i18n key. */
export class WriteRejected extends Error {
  readonly field: string;
  readonly messageKey: string;
  /** Values the message names (e.g. the team match that blocks it), interpolated when it is translated. */
  readonly params: Record<string, string | number> | undefined;
  constructor(field: string, messageKey: string, params?: Record<string, string | number>) {
    super(`${field}: ${messageKey}`);
    this.name = "WriteRejected";
    this.field = field;
    this.messageKey = messageKey;
    this.params = params;
  }
}
