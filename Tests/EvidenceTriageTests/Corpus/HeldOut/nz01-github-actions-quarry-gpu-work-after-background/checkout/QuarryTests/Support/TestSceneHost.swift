import SwiftUI
import UIKit
@testable import Quarry

/// Drives the renderer through the same scene-phase callbacks the app's
/// WindowGroup observer delivers.
final class TestSceneHost {
    let renderer: PreviewRenderer
    init(renderer: PreviewRenderer) { self.renderer = renderer }

    func moveAppToBackground() {
        NSLog("[TestHost] scene activation state -> background (UIApplicationDidEnterBackgroundNotification posted)")
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        renderer.sceneDidChangePhase(.background)
    }
}
