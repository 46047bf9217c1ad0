//
//  NewTabPageCustomizationModelTests.swift
//

import XCTest
@testable import Orchard

final class NewTabPageCustomizationModelTests: XCTestCase {
    func testToggleUserBackground() throws {
        let model = NewTabPageCustomizationModel(appearance: appearance)
        model.userBackgroundImagesEnabled.toggle()
    }

}
