//
//  LMNAccessibilityStatusUtility.m
//  LumenA11ySnapshot
//
//  Mocks UIKit's accessibility status functions (for example UIAccessibilityIsInvertColorsEnabled)
//  while a snapshot is taken, by rebinding the lazy and non-lazy symbol pointers of every
//  loaded image that imports them.
//

#import "LMNAccessibilityStatusUtility.h"

#import <dlfcn.h>
#import <mach-o/dyld.h>
#import <mach-o/loader.h>
#import <mach-o/nlist.h>
#import <stdlib.h>
#import <string.h>
#import <sys/types.h>
#import <UIKit/UIKit.h>

#ifdef __LP64__
typedef struct mach_header_64 lmn_mach_header_t;
typedef struct segment_command_64 lmn_segment_command_t;
typedef struct section_64 lmn_section_t;
typedef struct nlist_64 lmn_nlist_t;
#define LMN_LC_SEGMENT_ARCH_DEPENDENT LC_SEGMENT_64
#else
typedef struct mach_header lmn_mach_header_t;
typedef struct segment_command lmn_segment_command_t;
typedef struct section lmn_section_t;
typedef struct nlist lmn_nlist_t;
#define LMN_LC_SEGMENT_ARCH_DEPENDENT LC_SEGMENT
#endif

#ifndef SEG_DATA_CONST
#define SEG_DATA_CONST  "__DATA_CONST"
#endif

struct lmn_rebinding {
    const char *name;
    void *replacement;
    void **replaced;
};

struct lmn_rebindings_entry {
    struct lmn_rebinding *rebindings;
    size_t rebindings_nel;
    struct lmn_rebindings_entry *next;
};

static struct lmn_rebindings_entry *_rebindings_head;

static BOOL (*lmn_original_UIAccessibilityIsInvertColorsEnabled)(void);
static BOOL lmn_mockInvertColorsEnabled = NO;

static BOOL lmn_UIAccessibilityIsInvertColorsEnabled(void) {
    return lmn_mockInvertColorsEnabled;
}

static int prepend_rebindings(struct lmn_rebindings_entry **rebindings_head,
                              struct lmn_rebinding rebindings[],
                              size_t nel) {
    struct lmn_rebindings_entry *new_entry = (struct lmn_rebindings_entry *) malloc(sizeof(struct lmn_rebindings_entry));
    if (!new_entry) {
        return -1;
    }
    new_entry->rebindings = (struct lmn_rebinding *) malloc(sizeof(struct lmn_rebinding) * nel);
    if (!new_entry->rebindings) {
        free(new_entry);
        return -1;
    }
    memcpy(new_entry->rebindings, rebindings, sizeof(struct lmn_rebinding) * nel);
    new_entry->rebindings_nel = nel;
    new_entry->next = *rebindings_head;
    *rebindings_head = new_entry;
    return 0;
}

static void perform_rebinding_with_section(struct lmn_rebindings_entry *rebindings,
                                           lmn_section_t *section,
                                           intptr_t slide,
                                           lmn_nlist_t *symtab,
                                           char *strtab,
                                           uint32_t *indirect_symtab) {
    uint32_t *indirect_symbol_indices = indirect_symtab + section->reserved1;
    void **indirect_symbol_bindings = (void **)((uintptr_t)slide + section->addr);

    for (uint i = 0; i < section->size / sizeof(void *); i++) {
        uint32_t symtab_index = indirect_symbol_indices[i];
        if (symtab_index == INDIRECT_SYMBOL_ABS || symtab_index == INDIRECT_SYMBOL_LOCAL ||
            symtab_index == (INDIRECT_SYMBOL_LOCAL | INDIRECT_SYMBOL_ABS)) {
            continue;
        }
        uint32_t strtab_offset = symtab[symtab_index].n_un.n_strx;
        char *symbol_name = strtab + strtab_offset;
        bool symbol_name_longer_than_1 = symbol_name[0] && symbol_name[1];
        struct lmn_rebindings_entry *cur = rebindings;
        while (cur) {
            for (uint j = 0; j < cur->rebindings_nel; j++) {
                if (symbol_name_longer_than_1 && strcmp(&symbol_name[1], cur->rebindings[j].name) == 0) {
                    if (cur->rebindings[j].replaced != NULL &&
                        indirect_symbol_bindings[i] != cur->rebindings[j].replacement) {
                        *(cur->rebindings[j].replaced) = indirect_symbol_bindings[i];
                    }
                    // Point the import at the replacement.
                    indirect_symbol_bindings[i] = cur->rebindings[j].replacement;
                    goto symbol_loop;
                }
            }
            cur = cur->next;
        }
    symbol_loop:;
    }
}

static void rebind_symbols_for_image(struct lmn_rebindings_entry *rebindings,
                                     const struct mach_header *header,
                                     intptr_t slide) {
    Dl_info info;
    if (dladdr(header, &info) == 0) {
        return;
    }

    lmn_segment_command_t *cur_seg_cmd;
    lmn_segment_command_t *linkedit_segment = NULL;
    struct symtab_command *symtab_cmd = NULL;
    struct dysymtab_command *dysymtab_cmd = NULL;

    uintptr_t cur = (uintptr_t)header + sizeof(lmn_mach_header_t);
    for (uint i = 0; i < header->ncmds; i++, cur += cur_seg_cmd->cmdsize) {
        cur_seg_cmd = (lmn_segment_command_t *)cur;
        if (cur_seg_cmd->cmd == LMN_LC_SEGMENT_ARCH_DEPENDENT) {
            if (strcmp(cur_seg_cmd->segname, SEG_LINKEDIT) == 0) {
                linkedit_segment = cur_seg_cmd;
            }
        } else if (cur_seg_cmd->cmd == LC_SYMTAB) {
            symtab_cmd = (struct symtab_command *)cur_seg_cmd;
        } else if (cur_seg_cmd->cmd == LC_DYSYMTAB) {
            dysymtab_cmd = (struct dysymtab_command *)cur_seg_cmd;
        }
    }

    if (!symtab_cmd || !dysymtab_cmd || !linkedit_segment || !dysymtab_cmd->nindirectsyms) {
        return;
    }

    uintptr_t linkedit_base = (uintptr_t)slide + linkedit_segment->vmaddr - linkedit_segment->fileoff;
    lmn_nlist_t *symtab = (lmn_nlist_t *)(linkedit_base + symtab_cmd->symoff);
    char *strtab = (char *)(linkedit_base + symtab_cmd->stroff);
    uint32_t *indirect_symtab = (uint32_t *)(linkedit_base + dysymtab_cmd->indirectsymoff);

    cur = (uintptr_t)header + sizeof(lmn_mach_header_t);
    for (uint i = 0; i < header->ncmds; i++, cur += cur_seg_cmd->cmdsize) {
        cur_seg_cmd = (lmn_segment_command_t *)cur;
        if (cur_seg_cmd->cmd == LMN_LC_SEGMENT_ARCH_DEPENDENT) {
            if (strcmp(cur_seg_cmd->segname, SEG_DATA) != 0 &&
                strcmp(cur_seg_cmd->segname, SEG_DATA_CONST) != 0) {
                continue;
            }
            for (uint j = 0; j < cur_seg_cmd->nsects; j++) {
                lmn_section_t *sect = (lmn_section_t *)(cur + sizeof(lmn_segment_command_t)) + j;
                if ((sect->flags & SECTION_TYPE) == S_LAZY_SYMBOL_POINTERS ||
                    (sect->flags & SECTION_TYPE) == S_NON_LAZY_SYMBOL_POINTERS) {
                    perform_rebinding_with_section(rebindings, sect, slide, symtab, strtab, indirect_symtab);
                }
            }
        }
    }
}

static void _rebind_symbols_for_image(const struct mach_header *header, intptr_t slide) {
    rebind_symbols_for_image(_rebindings_head, header, slide);
}

static int lmn_rebind_symbols(struct lmn_rebinding rebindings[], size_t rebindings_nel) {
    int retval = prepend_rebindings(&_rebindings_head, rebindings, rebindings_nel);
    if (retval < 0) {
        return retval;
    }
    if (!_rebindings_head->next) {
        _dyld_register_func_for_add_image(_rebind_symbols_for_image);
    } else {
        uint32_t c = _dyld_image_count();
        for (uint32_t i = 0; i < c; i++) {
            _rebind_symbols_for_image(_dyld_get_image_header(i), _dyld_get_image_vmaddr_slide(i));
        }
    }
    return retval;
}

@implementation LMNAccessibilityStatusUtility

+ (void)mockInvertColorsStatus:(BOOL)enabled {
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        struct lmn_rebinding rebinding = {
            "UIAccessibilityIsInvertColorsEnabled",
            (void *)lmn_UIAccessibilityIsInvertColorsEnabled,
            (void **)&lmn_original_UIAccessibilityIsInvertColorsEnabled,
        };
        lmn_rebind_symbols(&rebinding, 1);
    });
    lmn_mockInvertColorsEnabled = enabled;
}

+ (void)unmockStatuses {
    lmn_mockInvertColorsEnabled = lmn_original_UIAccessibilityIsInvertColorsEnabled
        ? lmn_original_UIAccessibilityIsInvertColorsEnabled()
        : NO;
}

@end
