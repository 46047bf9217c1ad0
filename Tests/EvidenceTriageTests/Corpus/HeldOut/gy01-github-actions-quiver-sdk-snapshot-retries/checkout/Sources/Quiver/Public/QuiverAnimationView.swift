// Created by the Quiver maintainers.
import UIKit

public final class QuiverAnimationView: UIView {

  public init(animation: QuiverAnimation, configuration: QuiverConfiguration = .shared) {
    self.animation = animation
    self.configuration = configuration
    super.init(frame: .zero)
    switch configuration.renderingEngine {
    case .mainThread:
      setUpMainThreadLayer()
    case .coreAnimation:
      // The layer-engine path builds its layer eagerly, before the view has
      // been laid out, and keeps the size it had at that moment.
      setUpCoreAnimationLayer(size: bounds.size)
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public var isAnimationPlaying: Bool { animationLayer?.isPlaying ?? false }

  public func play() {
    guard let animationLayer else { return }
    animationLayer.play()
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    // Only the main-thread path re-syncs its layer's size here.
    if configuration.renderingEngine == .mainThread {
      animationLayer?.bounds = bounds
    }
  }

  // MARK: Private

  private let animation: QuiverAnimation
  private let configuration: QuiverConfiguration
  private var animationLayer: AnimationLayerProtocol?

  private func setUpMainThreadLayer() {
    animationLayer = MainThreadAnimationLayer(animation: animation)
    layer.addSublayer(animationLayer!.caLayer)
  }

  private func setUpCoreAnimationLayer(size: CGSize) {
    let layer = CoreAnimationLayer(animation: animation, initialSize: size)
    animationLayer = layer
    self.layer.addSublayer(layer.caLayer)
  }
}
