import XCTest
@testable import Mossgrove

final class FakeSessionHost: BackgroundSessionHost {
    var stored: [String: () -> Void] = [:]
    func storeEventsCompletion(_ handler: @escaping () -> Void, for identifier: String) { stored[identifier] = handler }
    func takeEventsCompletion(for identifier: String) -> (() -> Void)? { stored.removeValue(forKey: identifier) }
}

final class BackgroundSessionRelaunchTests: XCTestCase {
    func testCompletionHandlerInvokedAfterFinishEvents() {
        let host = FakeSessionHost()
        let engine = BackupEngine(library: "camera-roll", host: host)
        let called = expectation(description: "system completion handler called")
        host.storeEventsCompletion({ called.fulfill() }, for: engine.identifier)
        engine.urlSessionDidFinishEvents(forBackgroundURLSession: engine.session)
        wait(for: [called], timeout: 2)
    }

    func testRelaunchDeliversEventsToAppDelegate() throws {
        let delivered = expectation(description: "handleEventsForBackgroundURLSession called")
        AppDelegate.onHandleEvents = { id in
            if id == "com.mossgrove.backup.camera-roll" { delivered.fulfill() }
        }
        let host = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        let engine = BackupEngine(library: "camera-roll", host: host)
        let body = try BackupFixtures.writeTemporaryPhoto(bytes: 2_400_000)
        engine.session.uploadTask(with: BackupFixtures.uploadRequest(), fromFile: body).resume()
        // send the app to the background so the system relaunches it when the transfer is done
        XCUIDevice.shared.press(.home)
        wait(for: [delivered], timeout: 300)
    }
}
