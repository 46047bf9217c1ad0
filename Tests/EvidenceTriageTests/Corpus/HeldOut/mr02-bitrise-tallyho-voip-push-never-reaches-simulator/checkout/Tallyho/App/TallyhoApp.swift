import SwiftUI

@main
struct TallyhoApp: App {
    @UIApplicationDelegateAdaptor private var delegate: AppDelegate

    init() {
        // Keep the test host light: no SIP stack, no network modules under XCTest.
        if !isRunningTests() {
            DILocator.instance.registerModules([
                ConfigModule(), SipModule(), NetworkModule(), RepositoryModule(), SipUseCaseModule()
            ])
        }
    }

    var body: some Scene { WindowGroup { RootView() } }
}

func isRunningTests() -> Bool {
    ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil
}

