import XCTest
@testable import Beacon

final class LifecycleCoordinatorTests: XCTestCase {
    func testBackgroundingOneOfTwoScenesKeepsConnection() {
        let sut = LifecycleCoordinator()
        let main = FakeScene(state: .foregroundActive)
        let settings = FakeScene(state: .foregroundActive)
        sut.sceneWillEnterForeground(main)
        sut.sceneWillEnterForeground(settings)

        settings.state = .background
        sut.sceneDidEnterBackground(settings)

        XCTAssertEqual(sut.connection, .connected)
    }

    func testSecondSceneDoesNotReconnect() {
        let sut = LifecycleCoordinator()
        sut.sceneWillEnterForeground(FakeScene(state: .foregroundActive))
        sut.sceneWillEnterForeground(FakeScene(state: .foregroundActive))
        XCTAssertEqual(sut.connectCount, 1)
    }

    func testLastSceneBackgroundDisconnects() {
        let sut = LifecycleCoordinator()
        let main = FakeScene(state: .foregroundActive)
        sut.sceneWillEnterForeground(main)
        main.state = .background
        sut.sceneDidEnterBackground(main)
        XCTAssertEqual(sut.connection, .disconnected)
    }
}
