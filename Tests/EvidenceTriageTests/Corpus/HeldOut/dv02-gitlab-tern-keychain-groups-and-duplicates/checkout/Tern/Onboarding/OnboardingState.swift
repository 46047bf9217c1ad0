import Foundation

struct OnboardingState {
    enum Screen: Equatable { case welcome, unlock }
    let tokenStore: KeychainTokenStore
    var initialScreen: Screen {
        ((try? tokenStore.load(account: "primary")) ?? nil) == nil ? .welcome : .unlock
    }
}
