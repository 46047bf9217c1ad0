import * as React from "react"
import { mount } from "enzyme"
import { DateFormat } from "../DateFormat"

// Fixture: last tide-sync time as the server stores it (UTC).
const SYNCED_AT = new Date("2017-06-17T14:00:00Z")

describe("DateFormat", function() {
  it("should render", function() {
    const node = mount(
      <DateFormat value={SYNCED_AT} />
    ).find(
      // (Render is the shared wrapper used by every i18n
      // component in src/components)
      "Render"
    )
    expect(node.text()).toEqual("6/17/2017")
  })

  it("should render translation inside custom component", function() {
    const html1 = mount(
      <DateFormat value={SYNCED_AT} render={<p className="lead" />} />
    )
      .find("Render")
      .html()
    const html2 = mount(
      <DateFormat value={SYNCED_AT} render="p" className="lead" />
    )
      .find("Render")
      .html()
    // Both forms must render the same markup. The expected date assumes
    // the agent's TZ is UTC or west of it (a +10:00 agent is already on
    // 18 June at 14:00Z).
    const rendered = mount(<DateFormat value={SYNCED_AT} render="span" />)
      .find("Render")
      .html()

    expect(html1).toEqual('<p class="lead">6/17/2017</p>')
    expect(html2).toEqual(html1)
  })
})
