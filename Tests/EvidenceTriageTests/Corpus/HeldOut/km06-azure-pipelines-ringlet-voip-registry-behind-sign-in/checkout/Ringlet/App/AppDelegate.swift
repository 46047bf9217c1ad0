import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var signIn: SignInCoordinator!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        CallAudio.configureSession()
        signIn = SignInCoordinator()
        // VoIP push handling starts once the session is restored (see SignInCoordinator).
        signIn.restoreSession()
        return true
    }
}
