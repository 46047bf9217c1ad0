import Quick
import Nimble
@testable import Tollgate

final class VoiceCommandManagerSpec: QuickSpec {
    override class func spec() {
        var connection: TestConnectionManager!
        var manager: VoiceCommandManager!

        beforeEach {
            connection = TestConnectionManager()
            manager = VoiceCommandManager(connection: connection)
            manager.hmiLevelDidChange(to: .full)
        }

        describe("when commands are updated") {
            beforeEach {
                manager.voiceCommands = [VoiceCommand(["Pay toll"]), VoiceCommand(["Show balance"])]
            }

            it("should send add commands") {
                expect(connection.receivedRequests.filter { $0 is AddCommandRequest }.count).toEventually(equal(2), timeout: .milliseconds(500))
            }
        }
    }
}
