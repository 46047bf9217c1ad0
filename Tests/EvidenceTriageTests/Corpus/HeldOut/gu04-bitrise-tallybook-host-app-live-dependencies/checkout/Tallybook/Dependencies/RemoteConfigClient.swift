import Dependencies
import Foundation

struct RemoteConfigClient: Sendable {
    var refresh: @Sendable () async -> Void
    var flag: @Sendable (String) -> Bool
}

extension RemoteConfigClient: DependencyKey {
    static let liveValue: RemoteConfigClient = {
        let store = RemoteConfigStore()
        return RemoteConfigClient(
            refresh: {
                @Dependency(\.urlSession) var session
                @Dependency(\.date.now) var now
                await store.refresh(using: session, at: now)
            },
            flag: { store.flag($0) }
        )
    }()
}

extension DependencyValues {
    var remoteConfig: RemoteConfigClient {
        get { self[RemoteConfigClient.self] }
        set { self[RemoteConfigClient.self] = newValue }
    }
}
