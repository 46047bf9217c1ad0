using System;
using System.Collections;
using System.IO;
using Unity.Networking;
using UnityEngine;

namespace PocketOrchard.Content
{
    public enum SeasonPackStatus { Downloading, Done, Failed }

    public class SeasonPackOperation : CustomYieldInstruction
    {
        internal BackgroundDownload Download;
        public SeasonPackStatus Status =>
            Download == null ? SeasonPackStatus.Failed :
            Download.status == BackgroundDownloadStatus.Done ? SeasonPackStatus.Done :
            Download.status == BackgroundDownloadStatus.Failed ? SeasonPackStatus.Failed : SeasonPackStatus.Downloading;
        public string Error => Download?.error;
        public override bool keepWaiting => Status == SeasonPackStatus.Downloading;
    }

    // Season packs (~80 MB) are fetched with com.unity.backgrounddownload so they
    // keep downloading while the game is suspended.
    public class SeasonPackDownloader
    {
        public SeasonPackOperation Start(string url, string packId)
        {
            // BackgroundDownload paths are relative to Application.persistentDataPath
            var relative = Path.Combine("packs", packId + ".bundle");
            var existing = Array.Find(BackgroundDownload.backgroundDownloads, d => d.config.filePath == relative);
            var download = existing ?? BackgroundDownload.Start(new Uri(url), relative);
            Debug.Log($"[SeasonPackDownloader] {packId}: {(existing != null ? "resumed" : "started")} -> {relative}");
            return new SeasonPackOperation { Download = download };
        }
    }
}
