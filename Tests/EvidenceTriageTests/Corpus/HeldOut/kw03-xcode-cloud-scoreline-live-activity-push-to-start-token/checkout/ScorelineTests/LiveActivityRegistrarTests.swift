import Testing
@testable import Scoreline

@MainActor
struct LiveActivityRegistrarTests {
    @Test func registersActivityTokenWithPushToStartToken() async throws {
        let api = RecordingRegistrationAPI()
        let registrar = LiveActivityRegistrar(api: api)
        registrar.pushToStartTokenChanged("pts-1")
        try await registrar.activityTokenChanged(matchID: "match-88", token: "act-1")
        #expect(api.registrations.last?.pushToStartToken == "pts-1")
    }

    @Test func relaunchKeepsPushToStartToken() async throws {
        let api = RecordingRegistrationAPI()
        LiveActivityRegistrar(api: api).pushToStartTokenChanged("pts-1")
        // iOS relaunches the app in the background to rotate the activity token; the
        // push-to-start stream has not re-yielded yet in the new process.
        let relaunched = LiveActivityRegistrar(api: api)
        try await relaunched.activityTokenChanged(matchID: "match-88", token: "act-2")
        let payload = try #require(api.registrations.last)
        #expect(payload.pushToStartToken != nil)
    }
}
