import org.gradle.api.tasks.testing.logging.TestExceptionFormat
import org.jetbrains.kotlin.gradle.targets.native.tasks.KotlinNativeSimulatorTest

plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.androidLibrary)
    alias(libs.plugins.kotlinSerialization)
}

kotlin {
    androidTarget()
    iosArm64()
    iosSimulatorArm64()

    sourceSets {
        commonMain.dependencies {
            implementation(libs.kotlinx.coroutines.core)
            implementation(libs.kotlinx.datetime)
            implementation(libs.multiplatform.settings)
        }
        commonTest.dependencies {
            implementation(kotlin("test"))
            implementation(libs.kotlinx.coroutines.test)
        }
    }
}

// CI pins a simulator so the iOS tests never race a second Gradle daemon for "iPhone 15".
tasks.withType<KotlinNativeSimulatorTest>().configureEach {
    device.set(providers.environmentVariable("IOS_SIM_UUID").orElse("iPhone 15"))
    testLogging {
        events("failed")
        exceptionFormat = TestExceptionFormat.FULL
    }
}
