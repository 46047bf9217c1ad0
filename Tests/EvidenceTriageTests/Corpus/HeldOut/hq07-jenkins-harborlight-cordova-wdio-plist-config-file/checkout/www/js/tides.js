// Formats the next high tide for the tide table header.
export function nextHighTideLabel(prediction, harbor) {
  const at = new Date(prediction.time); // ISO string in UTC
  // Harbor-local time: use the harbor's IANA zone, not the device's.
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `High tide ${time} · ${prediction.heightM.toFixed(1)} m`;
}
