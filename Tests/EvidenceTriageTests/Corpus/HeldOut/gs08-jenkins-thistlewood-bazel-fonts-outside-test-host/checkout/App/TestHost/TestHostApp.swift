import UIKit

@main
final class TestHostAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
