import * as React from "react"
import { Render } from "./Render"

type Props = {
  value: Date
  render?: React.ReactElement | string
  className?: string
}

// Formats in the device's local time zone (what the user expects on the
// dashboard): toLocaleDateString with no timeZone option.
export function DateFormat({ value, render, className }: Props) {
  const text = value.toLocaleDateString("en-US")
  return <Render value={text} render={render} className={className} />
}
