//
//  UITestsAppCoordinator.swift
//  Pennant
//
//  Compiled into the app for UI tests only: picks the screen named by UI_TESTS_SCREEN
//  and builds it with mock services.
//

import SwiftUI
import UIKit

class UITestsAppCoordinator: AppCoordinatorProtocol {
    private let navigationRootCoordinator: NavigationRootCoordinator
    private var mockScreens: [MockScreen] = []

    init() {
        UIView.setAnimationsEnabled(false)
        navigationRootCoordinator = NavigationRootCoordinator()
        ServiceLocator.shared.register(userIndicatorController: MockUserIndicatorController())
        AppSettings.configureWithSuiteName("io.pennant.uitests")
        AppSettings.reset()
    }

    func start() {
        // Refactor (#1183) moved launch-environment parsing into MockScreen; the fallback language
        // that used to be set here, before any string is resolved, was not carried over.
        guard let screenID = ProcessInfo.testScreenID else { fatalError("Unable to launch with unknown screen.") }

        let mockScreen = MockScreen(id: screenID)
        navigationRootCoordinator.setRootCoordinator(mockScreen.coordinator)
        mockScreens.append(mockScreen)
    }

    func toPresentable() -> AnyView {
        navigationRootCoordinator.toPresentable()
    }
}
