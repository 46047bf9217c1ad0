import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var store: NoteStore!
    func applicationDidEnterBackground(_ application: UIApplication) { store.persist() }
    func applicationWillTerminate(_ application: UIApplication) { store.persist() }
}
