#ifndef TESSERA_CLCMS2_SHIM_H
#define TESSERA_CLCMS2_SHIM_H

#include <lcms2.h>

// lcms2's TYPE_* pixel formats are function-like macros, which Swift's Clang importer
// does not import. Re-export the ones Tessera uses as constants.
static const cmsUInt32Number CLCMS_TYPE_RGB_8 = TYPE_RGB_8;
static const cmsUInt32Number CLCMS_TYPE_RGBA_8 = TYPE_RGBA_8;
static const cmsUInt32Number CLCMS_TYPE_RGB_16 = TYPE_RGB_16;
static const cmsUInt32Number CLCMS_TYPE_RGBA_16 = TYPE_RGBA_16;
static const cmsUInt32Number CLCMS_TYPE_RGB_FLT = TYPE_RGB_FLT;
static const cmsUInt32Number CLCMS_TYPE_RGBA_FLT = TYPE_RGBA_FLT;
static const cmsUInt32Number CLCMS_TYPE_RGB_DBL = TYPE_RGB_DBL;
static const cmsUInt32Number CLCMS_TYPE_Lab_DBL = TYPE_Lab_DBL;
static const cmsUInt32Number CLCMS_TYPE_XYZ_DBL = TYPE_XYZ_DBL;
static const cmsUInt32Number CLCMS_TYPE_CMYK_8 = TYPE_CMYK_8;

#endif
