//
//  PlantCardSnapshotTests.swift
//  FernleafSnapshotTests
//
//  Reference images live in ReferenceImages_64/ and were recorded on the
//  team's reference simulator (see README "Snapshot tests").
//

import iOSSnapshotTestCase
import SwiftUI
@testable import Fernleaf

final class PlantCardSnapshotTests: FBSnapshotTestCase {

    override func setUp() {
        super.setUp()
        recordMode = false
        fileNameOptions = [.screenScale]
    }

    private func host(_ card: PlantCardView) -> UIView {
        let controller = UIHostingController(rootView: card)
        controller.view.frame = UIScreen.main.bounds
        controller.view.layoutIfNeeded()
        return controller.view
    }

    func testPlantCardDefault() {
        let view = host(PlantCardView(plant: .fixture(name: "Monstera deliciosa", nextWatering: .inDays(2))))
        FBSnapshotVerifyView(view)
    }

    func testPlantCardOverdue() {
        let view = host(PlantCardView(plant: .fixture(name: "Calathea orbifolia", nextWatering: .overdue(days: 3))))
        FBSnapshotVerifyView(view, perPixelTolerance: 0.02, overallTolerance: 0.001)
    }
}
