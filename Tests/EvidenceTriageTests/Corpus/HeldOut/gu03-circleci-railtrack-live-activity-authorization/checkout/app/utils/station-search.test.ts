import { rankStations } from "./station-search"
import { stations } from "../data/stations.fixture"

describe("stationSearch", () => {
  it("ranks exact matches first", async () => {
    const results = await rankStations(stations, "Haifa")
    expect(results[0].name).toBe("Haifa Hof HaCarmel")
  })

  it("matches Hebrew and English names", async () => {
    const results = await rankStations(stations, "חיפה")
    expect(results.length).toBeGreaterThan(0)
  })
})
