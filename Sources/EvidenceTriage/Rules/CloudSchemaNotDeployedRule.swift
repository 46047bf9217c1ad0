extension MessageRule {
    static let cloudSchemaNotDeployed = MessageRule(
        identifier: "cloud_schema_not_deployed",
        category: .configurationRegression,
        summary: "CloudKit refused the app's records or queries because the container's schema lacks what the code uses (a type or field never deployed to the production schema, a field not marked queryable): the container's configuration in CloudKit's console, not the code.",
        signals: [.cloudSchemaNotDeployed],
        stage: nil,
        nextStep: "Deploy the development schema to production in the CloudKit console (or add the index the query needs), or point the build the tests run at the development environment (`com.apple.developer.icloud-container-environment`).",
        triggeringExamples: [
            // NSPersistentCloudKitContainer's export, refused by the server, in the app's log while the test ran.
            .failure("AppSyncTests.CloudKitExportTests/testExportsEncryptedPayloadField",
                     messages: ["XCTAssertNil failed: \"Error Domain=CKErrorDomain Code=2 \"Partial Failure\"\" - export failed"],
                     log: ["CoreData: error: CoreData+CloudKit: -[NSCloudKitMirroringDelegate _requestAbortedNotInitialized:] <CKError 0x600000c1a2b0: \"Invalid Arguments\" (12/2006); server message = \"Cannot create or modify field 'payload' in record 'CD_Receipt' in production schema\">"]),
            .failure("AppTests.NoteQueryTests/testListsNotesByTitle",
                     messages: ["failed: caught error: \"<CKError 0x600000c14a80: \"Invalid Arguments\" (12/2015); server message = \"Field '___recordID' is not marked queryable\">\""]),
        ],
        nonTriggeringExamples: [
            // The code saved one record twice: CloudKit's answer to the code, not the schema.
            .failure("AppSyncTests.RecordUploaderTests/testRetryAfterPartialFailureSavesEachRecordOnce",
                     messages: ["failed: caught error: \"<CKError 0x600000c14a80: \"Invalid Arguments\" (12); \"You can't save the same record twice\">\""]),
            .failure("AppSyncTests.CloudKitExportTests/testExportsEncryptedPayloadField", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\")"]),
        ])
}
