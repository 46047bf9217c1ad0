//
//  WelcomeViewController.swift
//  Trailhead
//

import UIKit

final class WelcomeViewController: UIViewController {

  private let titleLabel = UILabel()
  private let signInButton = UIButton(type: .system)
  private let continueButton = UIButton(type: .system)
  private let analytics: AnalyticsTracking

  init(analytics: AnalyticsTracking = Analytics.shared) {
    self.analytics = analytics
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.accessibilityIdentifier = "welcome.title"
    signInButton.accessibilityIdentifier = "welcome.signIn"
    continueButton.accessibilityIdentifier = "welcome.continue"
    layoutViews()
  }

  override func viewDidAppear(_ animated: Bool) {
    analytics.track(.onboardingWelcomeShown)
    continueButton.isEnabled = true
  }

  private func layoutViews() {
    let stack = UIStackView(arrangedSubviews: [titleLabel, signInButton, continueButton])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
