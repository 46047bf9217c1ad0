extension MessageRule {
    /// A class compiled into the test bundle as well as the app (an app file ticked for the test
    /// target) is two classes to the runtime: casts fail, Core Data finds no entity for the test
    /// module's copy. The fix is the target's membership, not the code.
    static let classInTwoTargets = MessageRule(
        identifier: "class_in_two_targets",
        category: .configurationRegression,
        summary: "One class is compiled into two images (the app and its test bundle: `Class … is implemented in both`), or a Core Data entity's class is another module's copy: target membership, a build configuration.",
        signals: [.classInTwoTargets],
        stage: nil,
        nextStep: "Take the app's source files out of the test target (File Inspector → Target Membership) and reach them with `@testable import` of the app module; for Core Data, check the entity's class and module in the model.",
        triggeringExamples: [
            .failure("LedgerTests.EntryStoreTests/testInsertEntryPersists",
                     messages: ["failed: caught \"NSInvalidArgumentException\", \"An NSManagedObject of class 'LedgerTests.Entry' must have a valid NSEntityDescription.\""]),
            .failure("AppTests.SessionTests/testRestoresSession", messages: ["XCTAssertNotNil failed"],
                     log: ["objc[4411]: Class _TtC3App14SessionManager is implemented in both /…/App.app/App (0x1045e8) and /…/AppTests.xctest/AppTests (0x10f2a0). One of the two will be used. Which one is undefined."]),
        ],
        nonTriggeringExamples: [
            // A Core Data failure of the code's own: a save that violates the model.
            .failure("LedgerTests.EntryStoreTests/testInsertEntryPersists",
                     messages: ["XCTAssertNoThrow failed: threw error \"Error Domain=NSCocoaErrorDomain Code=1570 \"title is a required value.\"\""]),
        ])
}
