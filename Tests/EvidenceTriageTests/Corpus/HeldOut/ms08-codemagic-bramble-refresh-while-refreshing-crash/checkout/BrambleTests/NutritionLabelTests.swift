import Foundation
import Testing
@testable import Bramble

@Suite struct NutritionLabelTests {
    @Test func energyInKilojoules() {
        let label = NutritionLabel(per100g: .fixture(energyKJ: 1672), locale: Locale(identifier: "fr_FR"))
        #expect(label.energy == "1 672 kJ")
    }

    @Test func sugarsRounded() {
        let label = NutritionLabel(per100g: .fixture(sugars: 4.65), locale: Locale(identifier: "en_GB"))
        #expect(label.sugars == "4.7 g")
    }
}
