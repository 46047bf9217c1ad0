import XCTest
@testable import Ploughline

final class WeatherDigestLaunchTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testSimulatedDigestLaunchPostsSummary() {
        let posted = expectation(description: "weather digest posted")
        WeatherDigestJob.shared.onPost = { _ in posted.fulfill() }

        BackgroundDebug.simulateLaunch(TaskIDs.weatherDigest)

        wait(for: [posted], timeout: 10)
    }
}
