/** A write refused for a reason the admin can fix (a name taken, a team that is gone): one field, one i18n key. */
export class WriteRejected extends Error {
  readonly field: string;
  readonly messageKey: string;
  constructor(field: string, messageKey: string) {
    super(`${field}: ${messageKey}`);
    this.name = "WriteRejected";
    this.field = field;
    this.messageKey = messageKey;
  }
}
