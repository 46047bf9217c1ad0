// Pinecone
import BackgroundTasks
import EvidenceRecorder
import PineconeKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    BackgroundDrain.register(queue: Services.shared.syncQueue)
    return true
  }
}
