import XCTest
@testable import Brightwater

final class LocalizationServicesTests: XCTestCase {
    private let services = LocalizationServices(bundle: Bundle(for: LocalizationServices.self))

    func testGermanTitle() {
        XCTAssertEqual(services.string("reminder.title", languageCode: "de"), "Zeit für eine Pause")
    }

    func testMissingGermanKeyFallsBackToEnglish() {
        XCTAssertEqual(services.string("reminder.snooze.title", languageCode: "de"), "Snooze for 10 minutes")
    }
}
