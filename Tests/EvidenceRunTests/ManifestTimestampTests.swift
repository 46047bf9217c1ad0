@testable import EvidenceRun
import Foundation
import Testing

/// `Manifest.seconds` reads `created` by hand where `timestamp` wrote it, and with the ISO 8601
/// formatter otherwise: the two must agree on every time the manifest can hold.
@Suite struct ManifestTimestampTests {
    @Test func theHandReaderAgreesWithTheFormatter() {
        // Leap days (2000's, not 1900's or 2100's), the ends of months and years, the epoch, 1900 to 9999,
        // and every ~37 days from 1900 to 2286.
        var times: [Int64] = [0, 951_782_400, 951_868_799, 4_107_542_399, 4_107_456_000, -2_203_891_200, -2_208_988_800, 1_700_000_000, 253_402_300_799]
        times += stride(from: Int64(-2_208_988_800), to: 10_000_000_000, by: 3_200_017).map { $0 }
        for seconds in times {
            let text = Manifest.timestamp(seconds)
            #expect(Manifest.utcSeconds(text) == seconds, "\(text)")
            #expect(Manifest.seconds(text) == seconds, "\(text)")
        }
    }

    @Test func otherFormsAreTheFormattersOrNone() {
        // An offset is not `timestamp`'s form: the formatter reads it.
        #expect(Manifest.utcSeconds("2026-11-20T10:14:01+01:00") == nil)
        #expect(Manifest.seconds("2026-11-20T10:14:01+01:00") == Manifest.seconds("2026-11-20T09:14:01Z"))
        for text in ["2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-20T24:00:00Z", "2026-11-20 09:14:01Z", "2026-1a-20T09:14:01Z", "1582-10-10T00:00:00Z", ""] {
            #expect(Manifest.utcSeconds(text) == nil, "\(text)")
        }
        #expect(Manifest.seconds("not a time") == nil)
    }
}
