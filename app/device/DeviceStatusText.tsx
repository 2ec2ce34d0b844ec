// The member's computer in words (app/device/status.ts), with the way to say which computer they use.
import { useMessages } from "../shared/ui/messages.tsx";
import { deviceMessages } from "./messages/index.ts";
import type { DeviceStatus } from "./status.ts";

export function computerPath(memberId: string): string {
  return `/dashboard/members/${encodeURIComponent(memberId)}/computer`;
}

export function DeviceStatusText({
  status,
  memberId,
  name,
  withLink = true,
}: {
  status: DeviceStatus;
  memberId: string;
  name: string;
  withLink?: boolean;
}) {
  const t = useMessages(deviceMessages);
  return (
    <div className={`device-status device-status--${status.state}`}>
      {status.lines.map((line) => (
        <p key={line} className="device-status__line">
          {line}
        </p>
      ))}
      {withLink ? (
        <p>
          <a href={computerPath(memberId)}>{t("computer.link", { name })}</a>
        </p>
      ) : null}
    </div>
  );
}
