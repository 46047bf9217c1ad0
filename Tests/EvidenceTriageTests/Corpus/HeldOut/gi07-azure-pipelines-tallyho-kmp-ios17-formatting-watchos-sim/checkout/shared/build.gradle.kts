import org.jetbrains.kotlin.gradle.plugin.mpp.KotlinNativeSimulatorTestRun

plugins {
    kotlin("multiplatform") version "1.7.21"
    id("com.android.library")
}

kotlin {
    android()
    iosArm64()
    iosSimulatorArm64()
    watchosArm64()
    watchosSimulatorArm64()

    // Kotlin picks a default simulator per target. The iOS default was renamed
    // away in newer Xcodes, so pin it; the watchOS one has always worked.
    iosSimulatorArm64 {
        testRuns.named("test", KotlinNativeSimulatorTestRun::class.java) {
            deviceId = "iPhone 15"
        }
    }

    sourceSets {
        val commonMain by getting
        val commonTest by getting {
            dependencies { implementation(kotlin("test")) }
        }
        val appleMain by creating { dependsOn(commonMain) }
        val iosArm64Main by getting { dependsOn(appleMain) }
        val iosSimulatorArm64Main by getting { dependsOn(appleMain) }
        val watchosArm64Main by getting { dependsOn(appleMain) }
        val watchosSimulatorArm64Main by getting { dependsOn(appleMain) }
    }
}

tasks.withType<AbstractTestTask>().configureEach {
    testLogging {
        events("failed")
        exceptionFormat = org.gradle.api.tasks.testing.logging.TestExceptionFormat.FULL
    }
}

android {
    namespace = "com.tallyho.shared"
    compileSdk = 33
    defaultConfig { minSdk = 24 }
}
