#ifndef EVIDENCE_CARCHIVE_SHIM_H
#define EVIDENCE_CARCHIVE_SHIM_H
#include <archive.h>
#include <archive_entry.h>

// The AE_IF* macros are casts to mode_t (a different width on Linux and macOS) and do not import
// into Swift; re-export them as plain unsigned values.
static inline unsigned int evidence_AE_IFREG(void) { return (unsigned int)AE_IFREG; }
static inline unsigned int evidence_AE_IFDIR(void) { return (unsigned int)AE_IFDIR; }
static inline unsigned int evidence_AE_IFLNK(void) { return (unsigned int)AE_IFLNK; }
static inline unsigned int evidence_AE_IFMT(void) { return (unsigned int)AE_IFMT; }

static inline void evidence_entry_set_filetype_regular(struct archive_entry *e) { archive_entry_set_filetype(e, AE_IFREG); }
static inline void evidence_entry_set_perm(struct archive_entry *e, unsigned int perm) { archive_entry_set_perm(e, (__LA_MODE_T)perm); }
static inline unsigned int evidence_entry_perm(struct archive_entry *e) { return (unsigned int)archive_entry_perm(e); }
static inline unsigned int evidence_entry_filetype(struct archive_entry *e) { return (unsigned int)archive_entry_filetype(e); }
#endif
