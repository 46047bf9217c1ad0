// PrismSnapshots
import UIKit

/// Creates the window previews are rendered into.
enum WindowHost {
  static func makeHostWindow() -> UIWindow {
    let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
    let window = UIWindow(windowScene: scene)
    window.frame = scene.coordinateSpace.bounds
    window.isHidden = false
    return window
  }
}
