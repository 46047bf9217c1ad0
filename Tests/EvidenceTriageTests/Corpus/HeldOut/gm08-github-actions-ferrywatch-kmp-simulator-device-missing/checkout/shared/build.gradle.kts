import org.jetbrains.kotlin.gradle.plugin.mpp.KotlinNativeTargetWithSimulatorTests

plugins {
    alias(libs.plugins.kotlin.multiplatform)
    alias(libs.plugins.android.library)
    alias(libs.plugins.sqldelight)
}

kotlin {
    androidTarget()
    listOf(iosX64(), iosArm64(), iosSimulatorArm64()).forEach {
        it.binaries.framework { baseName = "FerrywatchShared" }
    }

    // Run the iOS tests on the same simulator model the QA team uses.
    targets.withType<KotlinNativeTargetWithSimulatorTests>().configureEach {
        testRuns.named("test") {
            deviceId = "iPhone 14"
        }
    }

    sourceSets {
        commonMain.dependencies {
            implementation(libs.kotlinx.coroutines.core)
            implementation(libs.kotlinx.datetime)
            implementation(libs.sqldelight.coroutines)
        }
        commonTest.dependencies {
            implementation(kotlin("test"))
            implementation(libs.kotlinx.coroutines.test)
        }
        iosMain.dependencies {
            implementation(libs.sqldelight.native.driver)
        }
    }
}

android {
    namespace = "no.ferrywatch.shared"
    compileSdk = 35
    defaultConfig { minSdk = 26 }
}

sqldelight {
    databases.create("FerrywatchDb") { packageName.set("no.ferrywatch.db") }
}
