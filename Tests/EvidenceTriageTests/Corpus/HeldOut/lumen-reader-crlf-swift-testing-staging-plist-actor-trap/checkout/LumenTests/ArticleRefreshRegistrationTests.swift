import Testing
import BackgroundTasks
@testable import Lumen

@Suite("Article refresh registration")
struct ArticleRefreshRegistrationTests {
    @Test("Cleanup handler accepted at launch")
    func cleanupHandlerAcceptedAtLaunch() {
        #expect(LaunchRegistrations.shared.result(for: "com.lumenreader.app.cleanup")?.accepted == true)
    }

    @Test("Refresh handler accepted at launch")
    func refreshHandlerAcceptedAtLaunch() throws {
        let registration = try #require(LaunchRegistrations.shared.result(for: "com.lumenreader.app.refresh"))
        #expect(registration.accepted == true)
    }
}
