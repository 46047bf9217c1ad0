plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.androidLibrary)
    // moko-resources generates MR and packs src/commonMain/moko-resources into
    // app.dialpad.shared.MR.bundle; the plugin was moved to :shared:resources in #812
    // and is no longer applied here.
}

kotlin {
    androidTarget()
    listOf(iosX64(), iosArm64(), iosSimulatorArm64()).forEach {
        it.binaries.framework {
            baseName = "DialpadShared"
            isStatic = true
        }
    }

    sourceSets {
        commonMain.dependencies {
            api(project(":shared:resources"))
            implementation(libs.moko.resources)
            implementation(libs.kotlinx.coroutines.core)
        }
        commonTest.dependencies {
            implementation(libs.kotlin.test)
        }
    }
}

android {
    namespace = "app.dialpad.shared"
    compileSdk = 35
}
