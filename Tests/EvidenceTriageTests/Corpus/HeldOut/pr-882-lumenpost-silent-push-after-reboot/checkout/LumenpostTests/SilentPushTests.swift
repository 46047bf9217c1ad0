import Testing
@testable import Lumenpost

@Suite struct SilentPushTests {
    @Test func silentPushWakesAppAfterReboot() async throws {
        try await SimulatorControl.reboot()
        try await APNsSandbox.send(["aps": ["content-available": 1]], topic: "news.lumenpost.ios")
        let wakeRecorder = BackgroundWakeRecorder()
        #expect(await wakeRecorder.didReceive(within: .seconds(120)) == true)
    }
}
