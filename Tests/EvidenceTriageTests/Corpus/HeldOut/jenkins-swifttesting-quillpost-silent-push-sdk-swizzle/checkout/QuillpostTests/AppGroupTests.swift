import Testing
import Foundation

@Suite struct AppGroupTests {
    /// The widget and the notification service extension read the edition cache from here.
    @Test func sharedContainerIsAvailable() {
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.quillpost.news") != nil)
    }
}
