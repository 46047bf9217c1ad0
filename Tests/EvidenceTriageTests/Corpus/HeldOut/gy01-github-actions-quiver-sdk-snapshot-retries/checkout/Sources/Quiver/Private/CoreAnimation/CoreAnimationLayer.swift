// Created by the Quiver maintainers.
import QuartzCore

final class CoreAnimationLayer: AnimationLayerProtocol {

  init(animation: QuiverAnimation, initialSize: CGSize) {
    self.animation = animation
    self.size = initialSize
    caLayer.bounds = CGRect(origin: .zero, size: initialSize)
  }

  let caLayer = CALayer()
  private(set) var isPlaying = false

  func play() {
    guard size.width > 0, size.height > 0 else {
      QuiverLogger.shared.assertionFailure("Size must be non-zero before an animation can be played")
      return
    }
    setUpAnimationIfNeeded()
    isPlaying = true
  }

  private let animation: QuiverAnimation
  private var size: CGSize

  private func setUpAnimationIfNeeded() {
    caLayer.add(animation.keyframeAnimation(for: size), forKey: "quiver.progress")
  }
}
