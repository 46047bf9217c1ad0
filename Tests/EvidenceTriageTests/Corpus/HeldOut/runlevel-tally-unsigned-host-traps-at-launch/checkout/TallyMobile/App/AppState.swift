import Observation

@Observable
final class AppState {
    let secureStore: SecureStore
    let connections: ConnectionStore

    init(secureStore: SecureStore = KeychainSecureStore()) {   // runs at launch, including as a test host
        self.secureStore = secureStore
        self.connections = ConnectionStore(secureStore: secureStore)
    }
}
