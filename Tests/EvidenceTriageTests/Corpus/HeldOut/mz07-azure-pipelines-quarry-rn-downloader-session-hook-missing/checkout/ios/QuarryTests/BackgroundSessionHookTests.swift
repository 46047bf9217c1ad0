import Testing
import UIKit
@testable import Quarry

@Suite("Background session hook")
struct BackgroundSessionHookTests {

    @Test @MainActor
    func appDelegateForwardsBackgroundSessionEvents() {
        let delegate = AppDelegate()
        let selector = #selector(UIApplicationDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:))
        #expect(delegate.responds(to: selector))
    }

    @Test
    func downloaderSessionIdentifierIsStable() {
        #expect(DownloadSessionConfig.identifier == "com.quarry.field.downloader")
    }
}
