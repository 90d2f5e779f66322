import { Button, ErrorText } from '@member-site/shared';

interface FormEndProps {
  /** The API's refusal (or the network message), shown as text; null when none. */
  error: string | undefined;
  sending: boolean;
  label: string;
  sendingLabel: string;
}

/** The form's own error (announced) and its one submit button, disabled while a request is on its way. */
export function FormEnd({ error, sending, label, sendingLabel }: FormEndProps) {
  return (
    <>
      <ErrorText>{error}</ErrorText>
      <Button type="submit" wide disabled={sending}>
        {sending ? sendingLabel : label}
      </Button>
    </>
  );
}
