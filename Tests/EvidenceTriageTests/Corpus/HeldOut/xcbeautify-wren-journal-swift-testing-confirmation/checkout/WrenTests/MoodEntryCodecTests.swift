import Foundation
import Testing
@testable import Wren

struct MoodEntryCodecTests {
    @Test func roundTripsCurrentSchema() throws {
        let entry = MoodEntry(date: .init(timeIntervalSince1970: 1_786_000_000), mood: .calm, note: "tea")
        #expect(try MoodEntryCodec.decode(MoodEntryCodec.encode(entry)) == entry)
    }

    /// v1 stored moods as an emoji index 0...4; v2 uses a 1...5 scale.
    @Test func decodesLegacyEmojiScale() throws {
        let legacy = #"{"d":1786000000,"m":0,"n":"rough day"}"#.data(using: .utf8)!
        let entry = try MoodEntryCodec.decode(legacy)
        #expect(entry.mood == .low)
    }
}
