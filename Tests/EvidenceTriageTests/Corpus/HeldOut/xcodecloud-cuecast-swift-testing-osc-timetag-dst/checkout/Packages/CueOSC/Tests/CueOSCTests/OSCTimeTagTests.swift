import Foundation
import Testing
@testable import CueOSC

@Suite struct OSCTimeTagTests {
    // Midnight, 1 January, in the machine's current calendar.
    private func localMidnight(_ year: Int) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: 1, day: 1))!
    }

    @Test func immediateTagIsOne() {
        #expect(OSCTimeTag.immediate.rawValue == 1)
    }

    @Test func initFromKnownTimeIntervalSince1900() {
        let date1Jan2022 = localMidnight(2022)
        let tag = OSCTimeTag(timeIntervalSince1900: 3_849_984_000)
        #expect(tag.date == date1Jan2022)
    }

    @Test func knownEra1TimeTag() {
        let date1Jan2050 = localMidnight(2050)
        let tag = OSCTimeTag(rawValue: 0x0000_0000_0000_0001 | (UInt64(4_733_596_800 - 4_294_967_296) << 32), era: 1)
        #expect(tag.date == date1Jan2050)
    }

    @Test func knownEra2TimeTag() {
        let date1Jan2200 = localMidnight(2200)
        let tag = OSCTimeTag(seconds: 9_467_193_600, era: 2)
        #expect(tag.date == date1Jan2200)
    }

    @Test func roundTripsThroughRawValue() {
        let tag = OSCTimeTag(date: Date(timeIntervalSince1970: 1_786_698_000))
        #expect(OSCTimeTag(rawValue: tag.rawValue, era: tag.era) == tag)
    }
}
