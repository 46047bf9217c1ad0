import Foundation
import Testing
@testable import Quayside

struct ExifDateParserTests {
    @Test func parsesDateTimeOriginal() {
        let date = ExifDateParser.captureDate(exif: ["DateTimeOriginal": "2024:06:01 09:00:00"])
        #expect(date != nil)
    }

    @Test func missingDateReturnsNil() {
        #expect(ExifDateParser.captureDate(exif: [:]) == nil)
    }

    @Test func offsetTimeOriginalApplied() {
        // 14:00 in UTC+02:00 is 12:00Z.
        let exif: [String: Any] = ["DateTimeOriginal": "2024:06:01 14:00:00", "OffsetTimeOriginal": "+02:00"]
        let date = ExifDateParser.captureDate(exif: exif)
        #expect(date?.timeIntervalSince1970 == 1717243200)
    }

    @Test(arguments: ["2024:13:01 00:00:00", "yesterday", ""])
    func rejectsMalformed(_ raw: String) {
        #expect(ExifDateParser.captureDate(exif: ["DateTimeOriginal": raw]) == nil)
    }
}
