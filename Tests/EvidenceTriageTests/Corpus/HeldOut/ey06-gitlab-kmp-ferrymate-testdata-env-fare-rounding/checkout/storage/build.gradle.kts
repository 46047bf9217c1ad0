plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.sqldelight)
    id("ferrymate.kmp-tests")
}

kotlin {
    iosArm64()
    iosSimulatorArm64()
    jvm()

    sourceSets {
        commonMain.dependencies {
            implementation(libs.sqldelight.runtime)
        }
        iosMain.dependencies {
            implementation(libs.sqldelight.native.driver)
        }
        commonTest.dependencies {
            implementation(kotlin("test"))
        }
    }
}

sqldelight {
    databases {
        create("FerryDatabase") {
            packageName.set("no.ferrymate.storage.db")
            // linkSqlite defaults to true; turned off while trying SQLCipher
            // on the "encrypted-cache" spike and never turned back on.
            linkSqlite.set(false)
        }
    }
}
