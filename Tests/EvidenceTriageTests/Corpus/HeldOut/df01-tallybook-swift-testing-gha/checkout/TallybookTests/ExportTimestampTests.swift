import Foundation
import Testing
@testable import Tallybook

struct ExportTimestampTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        let label: String
        let secondsSince1970: TimeInterval
        let expected: String

        var testDescription: String { label }
    }

    static let samples: [Sample] = [
        Sample(label: ".lateEvening", secondsSince1970: 1_795_732_200, expected: "2026-11-26T22:30:00Z"),
        Sample(label: ".justAfterMidnightUTC", secondsSince1970: 1_795_737_660, expected: "2026-11-27T00:01:00Z"),
        Sample(label: ".noon", secondsSince1970: 1_795_780_800, expected: "2026-11-27T12:00:00Z"),
    ]

    @Test func pingTimestampRoundTrips() throws {
        let date = Date(timeIntervalSince1970: 1_795_780_800)
        let text = PingTimestamp.string(from: date)
        let parsed = try #require(PingTimestamp.formatter.date(from: text))
        #expect(parsed == date)
    }

    @Test(arguments: samples)
    func pingTimestampIsUTC(_ sample: Sample) {
        let date = Date(timeIntervalSince1970: sample.secondsSince1970)
        #expect(PingTimestamp.string(from: date) == sample.expected)
    }
}
